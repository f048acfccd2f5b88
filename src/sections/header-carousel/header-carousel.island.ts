import type { IslandModule } from '../../engine/islands/island-module';

// Placeholder, replaced by the islands-chrome branch: starts Swiper on the server's markup, without React.
const island: IslandModule<'header-carousel'> = { mount() {} };

export default island;
