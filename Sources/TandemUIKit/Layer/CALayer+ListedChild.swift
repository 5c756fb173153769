extension CALayer: ListedChild {
    /// The layer standing in a sublayer slot whose layer left (never in a tree).
    private nonisolated static let hole: CALayer = MainActor.assumeIsolated { CALayer() }

    nonisolated static var listHole: AnyObject { hole }
}
