import Foundation
import TandemGraphics

/// A row of dots, one per page, the current page's dot darker: tapping
/// after the current dot goes to the next page, before it to the previous
/// one, and sends `.valueChanged` (as UIKit's page control does).
///
/// Dots are 7 points wide, 16 points apart, on a 26-point-tall control;
/// the inactive ones are drawn in ``pageIndicatorTintColor`` (tertiary
/// label gray by default), the current one in
/// ``currentPageIndicatorTintColor`` (the label color by default). Custom
/// indicator images and the background styles are not offered.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// The width one page's dot takes, with the space after it.
    static let pitch: CGFloat = 16
    /// A dot's diameter.
    static let dotSize: CGFloat = 7
    /// The control's height.
    static let height: CGFloat = 26

    /// How many pages there are (dots shown); negative values become 0.
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            invalidateIntrinsicContentSize()
            updateVisibility()
            setNeedsDisplay()
        }
    }

    /// The page shown, from 0 to `numberOfPages - 1` (values outside are clamped).
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(0, currentPage), max(0, numberOfPages - 1))
            if currentPage != clamped { currentPage = clamped }
            if currentPage != oldValue { setNeedsDisplay() }
        }
    }

    /// Whether the control hides when there is only one page; false by default.
    open var hidesForSinglePage = false { didSet { updateVisibility() } }
    /// The inactive dots' color; nil for the tertiary label color.
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The current page's dot color; nil for the label color.
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }

    override func didInitialize() {
        super.didInitialize()
        backgroundColor = .clear
        contentMode = .redraw
    }

    /// The size a control showing `pageCount` dots needs.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, pageCount)) * Self.pitch, height: Self.height)
    }

    /// The dots' size.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// The dots' size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private func updateVisibility() {
        if hidesForSinglePage { isHidden = numberOfPages <= 1 }
    }

    /// The center of page `index`'s dot: the row is centered in the bounds.
    private func dotCenter(_ index: Int) -> CGPoint {
        let rowWidth = CGFloat(numberOfPages) * Self.pitch
        let x = bounds.midX - rowWidth / 2 + (CGFloat(index) + 0.5) * Self.pitch
        return CGPoint(x: x, y: bounds.midY)
    }

    /// A tap after the current dot goes forward a page, before it back one, sending `.valueChanged`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, bounds.contains(touch.location(in: self)), numberOfPages > 1 else { return }
        let x = touch.location(in: self).x
        let target = x > dotCenter(currentPage).x ? currentPage + 1 : currentPage - 1
        guard (0..<numberOfPages).contains(target) else { return }
        currentPage = target
        sendActions(for: .valueChanged)
    }

    /// Draws the dots.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), numberOfPages > 0 else { return }
        let inactive = (pageIndicatorTintColor ?? .tertiaryLabel).resolvedColor(with: traitCollection).cgColor
        let active = (currentPageIndicatorTintColor ?? .label).resolvedColor(with: traitCollection).cgColor
        for index in 0..<numberOfPages {
            let center = dotCenter(index)
            context.setFillColor(index == currentPage ? active : inactive)
            context.fillEllipse(
                in: CGRect(
                    x: center.x - Self.dotSize / 2, y: center.y - Self.dotSize / 2, width: Self.dotSize,
                    height: Self.dotSize))
        }
    }
}
