import Foundation
import TandemGraphics

/// The paging scroll view of a page view controller: its pages fill it
/// edge to edge, so the safe area does not inset its content (UIKit's
/// page scroll view adjusts no insets either).
@preconcurrency @MainActor
final class PageScrollView: UIScrollView {
    override var adjustedContentInset: UIEdgeInsets { contentInset }
}
