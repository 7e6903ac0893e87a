/**
 * Route table of spec §2. Each screen is a lazily loaded exposed module of a remote; guards come
 * from @streamscout/session (login/signup only signed out, dashboard only signed in).
 */
import { Route, Routes } from 'react-router-dom';
import { RequireAuth, RequireGuest } from '@streamscout/session';
import { RemoteScreen } from './federation/RemoteScreen';
import { NotFound } from './screens/NotFound';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RemoteScreen remote="search" expose="Home" />} />
      <Route path="/search" element={<RemoteScreen remote="search" expose="Search" />} />

      <Route path="/details" element={<NotFound />} />
      <Route path="/details/movie/:id" element={<RemoteScreen remote="details" expose="ShowDetails" />} />
      <Route path="/details/tv/:id" element={<RemoteScreen remote="details" expose="ShowDetails" />} />
      <Route path="/details/tv/:id/seasons" element={<RemoteScreen remote="details" expose="Seasons" />} />
      <Route path="/details/tv/:id/seasons/:num" element={<RemoteScreen remote="details" expose="Season" />} />
      <Route path="/details/actor/:id" element={<RemoteScreen remote="details" expose="Actor" />} />

      <Route path="/discover" element={<RemoteScreen remote="discover" expose="Discover" />} />
      <Route path="/discover/:genre" element={<RemoteScreen remote="discover" expose="DiscoverRow" />} />

      <Route path="/login" element={<RequireGuest><RemoteScreen remote="dashboard" expose="Login" /></RequireGuest>} />
      <Route path="/signup" element={<RequireGuest><RemoteScreen remote="dashboard" expose="Signup" /></RequireGuest>} />
      <Route path="/dashboard" element={<RequireAuth><RemoteScreen remote="dashboard" expose="Dashboard" /></RequireAuth>} />
      <Route path="/dashboard/:list" element={<RequireAuth><RemoteScreen remote="dashboard" expose="Gallery" /></RequireAuth>} />

      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
