import Foundation

extension UIScene {
    /// Why a scene connects: the URLs, activities or shortcut that launched
    /// it. Tandem launches from the command line only, so none is set.
    @preconcurrency @MainActor
    public final class ConnectionOptions {
        /// The bundle identifier of the application that asked for the scene; nil (the user launched it).
        public let sourceApplication: String? = nil
        /// The type of a Handoff activity; nil.
        public let handoffUserActivityType: String? = nil

        init() {}
    }
}
