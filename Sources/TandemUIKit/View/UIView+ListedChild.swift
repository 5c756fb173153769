extension UIView: ListedChild {
    /// The view standing in a subview slot whose view left (never in a tree).
    private nonisolated static let hole: UIView = MainActor.assumeIsolated { UIView() }

    nonisolated static var listHole: AnyObject { hole }
}
