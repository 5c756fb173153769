import Foundation
import TandemGraphics

/// A scroll view's indicators: thin bars along the trailing and bottom
/// edges whose length and position show which part of the content is in
/// view. They appear while the content moves and hide shortly after.
/// Layers, not views, so that the scroll view's `subviews` stay the user's.
@preconcurrency @MainActor
final class ScrollIndicators {
    let vertical = CALayer()
    let horizontal = CALayer()
    private var hideTimer: Timer?

    static let thickness: CGFloat = 3
    static let inset: CGFloat = 3
    static let minimumLength: CGFloat = 36
    /// How long the indicators stay after the content stops moving.
    static let lingering: TimeInterval = 0.6

    init() {
        // UIKit fades and moves its indicators itself, never implicitly.
        vertical.disablesImplicitAnimations = true
        horizontal.disablesImplicitAnimations = true
        for bar in [vertical, horizontal] {
            bar.backgroundColor = CGColor(gray: 0, alpha: 0.35)
            bar.cornerRadius = Self.thickness / 2
            bar.isHidden = true
        }
    }

    /// Shows the indicators the content calls for, placed for the current offset,
    /// and hides them again shortly after.
    func flash(in scrollView: UIScrollView) {
        let bounds = scrollView.bounds
        let content = scrollView.contentSize
        let insets = scrollView.adjustedContentInset
        let showsVertical =
            scrollView.showsVerticalScrollIndicator && content.height + insets.top + insets.bottom > bounds.height
        let showsHorizontal =
            scrollView.showsHorizontalScrollIndicator && content.width + insets.left + insets.right > bounds.width
        if showsVertical {
            let total = content.height + insets.top + insets.bottom
            let track = bounds.height - 2 * Self.inset
            let length = max(Self.minimumLength, track * bounds.height / total)
            let progress = min(1, max(0, (bounds.minY + insets.top) / max(1, total - bounds.height)))
            vertical.frame = CGRect(
                x: bounds.maxX - Self.inset - Self.thickness, y: bounds.minY + Self.inset + (track - length) * progress,
                width: Self.thickness, height: length)
        }
        if showsHorizontal {
            let total = content.width + insets.left + insets.right
            let track = bounds.width - 2 * Self.inset
            let length = max(Self.minimumLength, track * bounds.width / total)
            let progress = min(1, max(0, (bounds.minX + insets.left) / max(1, total - bounds.width)))
            horizontal.frame = CGRect(
                x: bounds.minX + Self.inset + (track - length) * progress, y: bounds.maxY - Self.inset - Self.thickness,
                width: length, height: Self.thickness)
        }
        for (bar, shown) in [(vertical, showsVertical), (horizontal, showsHorizontal)] {
            // Above the content.
            if shown, bar.superlayer !== scrollView.layer || scrollView.layer.children.last !== bar {
                scrollView.layer.addSublayer(bar)
            }
            bar.isHidden = !shown
        }
        hideTimer?.invalidate()
        let timer = Timer(timeInterval: Self.lingering, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.hide() }
        }
        RunLoop.current.add(timer, forMode: .common)
        hideTimer = timer
    }

    /// Hides the indicators.
    func hide() {
        hideTimer?.invalidate()
        hideTimer = nil
        vertical.isHidden = true
        horizontal.isHidden = true
    }
}
