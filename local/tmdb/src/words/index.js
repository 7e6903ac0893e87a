'use strict';
/**
 * Word lists and reference tables for the generated catalog, one file per kind: title words
 * (titles.js), person names and roles (people.js), TMDB genre ids and certifications (genres.js),
 * watch providers (providers.js), languages, countries, companies and networks (origins.js).
 */

module.exports = {
  ...require('./titles'),
  ...require('./people'),
  ...require('./genres'),
  ...require('./providers'),
  ...require('./origins'),
};
