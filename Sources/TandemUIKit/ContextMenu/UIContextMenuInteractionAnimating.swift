import Foundation

/// The animator passed to a context menu interaction's delegate as the
/// menu appears or goes: it runs the blocks added to it alongside and after
/// the change (at once: Tandem does not animate it).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's controller; nil in Tandem, which shows no preview.
    var previewViewController: UIViewController? { get }
    /// Runs `animations` alongside the change.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` after the change.
    func addCompletion(_ completion: @escaping () -> Void)
}
