// FeatureKit's own API speaks of links and routes (a registration parses links, the navigator
// opens routes), so whoever imports FeatureKit sees them too. Interfaces import FeatureRouting
// alone: it has none of FeatureKit's dependencies on Services and VSMKit.
@_exported import FeatureRouting
