module.exports = require('../federation/serve.js');
