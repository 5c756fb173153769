import Foundation
import TandemUIKit

/// A change of a shape's data being animated by its ``ShapeDrawingView``:
/// its pace, the data and path at a fraction of it, the data it ends at,
/// and what asks for its frames.
///
/// Held out of line: most shape views (every list row's background) never
/// animate, and inline these would make each of them 64 bytes larger.
@MainActor
final class ShapeInterpolation {
    /// The pace.
    let progress: AnimationProgress
    /// The data and path at a fraction of the change.
    let at: (Double) -> (data: Any, path: (CGRect) -> Path)
    /// The data the change ends at.
    let target: Any
    /// Asks for the view's frames while it interpolates (weakly: a view
    /// let go of mid-change stops).
    let frameSource: ShapeFrameSource

    init(
        progress: AnimationProgress, at: @escaping (Double) -> (data: Any, path: (CGRect) -> Path), target: Any,
        frameSource: ShapeFrameSource
    ) {
        self.progress = progress
        self.at = at
        self.target = target
        self.frameSource = frameSource
    }
}
