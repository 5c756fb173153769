import Foundation
import TandemSupport
import TandemUIKit

/// A gesture node's recognizer and what its firing runs (not generic, so
/// the recognizer's target-action needs no metatype).
@MainActor
final class GestureStorage {
    var recognizer: UIGestureRecognizer?
    var handle: (UIGestureRecognizer) -> Void = { _ in }

    func fire(_ recognizer: UIGestureRecognizer) { handle(recognizer) }
}
