import Foundation

/// A view that shows a ``UIContentConfiguration``: setting ``configuration``
/// updates what it shows.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (so a cell reuses it
    /// instead of making a new view); true by default.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// True: the view takes any configuration it is given.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}
