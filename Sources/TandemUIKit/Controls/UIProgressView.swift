public import Foundation
import TandemGraphics

/// A bar that shows how far a task has come.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// A progress view's value is its progress as a whole percentage.
    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.isElement = true
        defaults.value = "\(Int((min(1, max(0, progress)) * 100).rounded()))%"
        defaults.traits.insert(.updatesFrequently)
        defaults.role = .progressIndicator
        return defaults
    }

    /// The look of a progress bar.
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default` = 0
        /// A bar for toolbars.
        case bar = 1
    }

    /// The progress, 0...1 (values outside are clamped).
    open var progress: Float = 0 {
        didSet {
            let clamped = progress.isNaN ? 0 : min(1, max(0, progress))
            if clamped != progress { progress = clamped }
            if progress != oldValue {
                // Set directly, it is drawn at once (an animated change moves the drawn value after).
                drawnProgress.move(to: CGFloat(progress), duration: 0, timing: CAMediaTimingFunction(name: .linear))
            }
        }
    }
    /// The look.
    open var progressViewStyle: Style = .default { didSet { setNeedsDisplay() } }
    /// The color of the filled part; the tint when nil.
    open var progressTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The color of the rest; a light fill when nil.
    open var trackTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// Creates a progress view of `style`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Creates a progress view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    /// Progress views are not archived on Linux; this makes an empty bar.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentMode = .redraw
    }

    /// Sets the progress; animated, the filled part grows (or shrinks) to
    /// it over a quarter of a second, ease in and out.
    open func setProgress(_ progress: Float, animated: Bool) {
        let drawn = drawnProgress.value  // where the fill is drawn before the change
        self.progress = progress
        // Off screen, nothing is seen moving: it is drawn at the new value when shown.
        let duration = animated && window != nil && UIView.areAnimationsEnabled ? Self.fillDuration : 0
        drawnProgress.move(
            from: drawn, to: CGFloat(self.progress), duration: duration,
            timing: CAMediaTimingFunction(name: .easeInEaseOut))
    }

    /// How long an animated ``setProgress(_:animated:)`` takes, in seconds.
    static let fillDuration: TimeInterval = 0.25

    /// The progress drawn, which an animated change moves over time.
    lazy var drawnProgress = DrawnValueAnimation(view: self, value: CGFloat(progress))

    /// As wide as laid out, 4 points tall.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 4) }

    /// Draws the track and the filled part.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let track = CGRect(x: 0, y: bounds.midY - 2, width: bounds.width, height: 4)
        let radius: CGFloat = progressViewStyle == .default ? 2 : 0
        context.setFillColor((trackTintColor ?? .systemFill).resolvedColor(with: traitCollection).cgColor)
        context.addPath(CGPath(roundedRect: track, cornerWidth: radius, cornerHeight: radius, transform: nil))
        context.fillPath()
        var filled = track
        filled.size.width *= drawnProgress.value
        guard filled.width > 0 else { return }
        context.setFillColor((progressTintColor ?? tintColor).resolvedColor(with: traitCollection).cgColor)
        context.addPath(
            CGPath(
                roundedRect: filled, cornerWidth: min(radius, filled.width / 2), cornerHeight: radius, transform: nil))
        context.fillPath()
    }

    /// The filled part follows the tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }
}
