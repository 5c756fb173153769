public import Foundation
import TandemGraphics

/// A control for choosing a value from a continuous range by dragging a thumb
/// along a track.
///
/// The thumb is grabbed where it is (touching the track elsewhere does not
/// jump it, as in UIKit) and follows the finger; `.valueChanged` is sent as
/// the value changes while ``isContinuous`` is true, else once when the
/// finger lifts. Values set in code are clamped to the range and send no
/// action. Main actor only.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// A slider is adjustable; its value is its position as a whole percentage.
    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.isElement = true
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? (value - minimumValue) / span : 0
        defaults.value = "\(Int((fraction * 100).rounded()))%"
        defaults.traits.insert(.adjustable)
        defaults.role = .slider
        return defaults
    }

    /// Raises the value by a tenth of the range and sends `.valueChanged`.
    open override func accessibilityIncrement() {
        adjustForAccessibility(by: 0.1)
    }

    /// Lowers the value by a tenth of the range and sends `.valueChanged`.
    open override func accessibilityDecrement() {
        adjustForAccessibility(by: -0.1)
    }

    private func adjustForAccessibility(by fraction: Float) {
        guard isEnabled else { return }
        let old = value
        setValue(value + fraction * (maximumValue - minimumValue), animated: false)
        if value != old { sendActions(for: .valueChanged) }
    }

    /// The value, always within ``minimumValue``...``maximumValue``.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    /// The smallest value; 0 by default.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            clampValue()
        }
    }
    /// The largest value; 1 by default.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            clampValue()
        }
    }
    /// Whether `.valueChanged` is sent during a drag (true) or only when it ends.
    open var isContinuous = true
    /// The track's color left of the thumb; nil uses the tint color.
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The track's color right of the thumb; nil uses a light system fill.
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb's color; nil is white.
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    private var storedValue: Float = 0
    /// How far from the thumb's center the finger grabbed it.
    private var grabOffset: CGFloat = 0
    /// Whether the value changed during the current drag (for non-continuous sliders).
    private var changedWhileTracking = false

    /// The thumb's diameter.
    static let thumbSize: CGFloat = 28
    /// The track's thickness.
    static let trackHeight: CGFloat = 4

    /// Creates a slider.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    /// Sliders are not archived on Linux; this makes a plain slider.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentMode = .redraw
    }

    /// Sets the value, clamped to the range; Tandem does not animate, so `animated` is accepted and ignored.
    open func setValue(_ value: Float, animated: Bool) {
        let clamped = value.isNaN ? minimumValue : min(maximumValue, max(minimumValue, value))
        guard clamped != storedValue else { return }
        storedValue = clamped
        setNeedsDisplay()
    }

    private func clampValue() {
        setValue(storedValue, animated: false)
        setNeedsDisplay()
    }

    /// A slider is as wide as it is laid out, 31 points tall.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 31)
    }

    // MARK: Geometry

    /// The rectangle the track is drawn in: the bounds' width, centered vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
    }

    /// The rectangle the thumb is drawn in for `value`, along `rect`.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = Self.thumbSize
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? CGFloat((value - minimumValue) / range) : 0
        let travel = max(0, rect.width - size)
        return CGRect(x: rect.minX + fraction * travel, y: bounds.midY - size / 2, width: size, height: size)
    }

    private var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
    }

    /// The value whose thumb center is at `x`.
    private func value(atThumbCenter x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let travel = track.width - Self.thumbSize
        guard travel > 0 else { return minimumValue }
        let fraction = Float(min(1, max(0, (x - track.minX - Self.thumbSize / 2) / travel)))
        return minimumValue + fraction * (maximumValue - minimumValue)
    }

    // MARK: Tracking

    /// Tracks a touch that lands on the thumb (with a margin for fingers).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let thumb = currentThumbRect
        guard thumb.insetBy(dx: -10, dy: -10).contains(point) else { return false }
        grabOffset = point.x - thumb.midX
        changedWhileTracking = false
        return true
    }

    /// Moves the thumb with the finger.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let newValue = value(atThumbCenter: touch.location(in: self).x - grabOffset)
        if newValue != storedValue {
            setValue(newValue, animated: false)
            changedWhileTracking = true
            if isContinuous { sendActions(for: .valueChanged) }
        }
        return true
    }

    /// Sends the final `.valueChanged` of a non-continuous slider.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous, changedWhileTracking { sendActions(for: .valueChanged) }
        changedWhileTracking = false
    }

    /// A drag that starts on the thumb moves the thumb, not a scroll view around the slider.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer is UIPanGestureRecognizer, gestureRecognizer.view !== self, isTracking { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Drawing

    /// Draws the track in two colors split at the thumb, and the thumb.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let track = trackRect(forBounds: bounds)
        let thumb = currentThumbRect
        let radius = track.height / 2
        let split = thumb.midX
        let minimum = (minimumTrackTintColor ?? tintColor).resolvedColor(with: traitCollection)
        let maximum = (maximumTrackTintColor ?? .secondarySystemFill).resolvedColor(with: traitCollection)
        let dimmed = isEnabled ? 1 : 0.5
        context.setAlpha(dimmed)
        context.setFillColor(maximum.cgColor)
        context.addPath(CGPath(roundedRect: track, cornerWidth: radius, cornerHeight: radius, transform: nil))
        context.fillPath()
        context.saveGState()
        context.clip(to: CGRect(x: track.minX, y: track.minY, width: max(0, split - track.minX), height: track.height))
        context.setFillColor(minimum.cgColor)
        context.addPath(CGPath(roundedRect: track, cornerWidth: radius, cornerHeight: radius, transform: nil))
        context.fillPath()
        context.restoreGState()
        context.setFillColor((thumbTintColor ?? .white).resolvedColor(with: traitCollection).cgColor)
        context.fillEllipse(in: thumb.insetBy(dx: 0.5, dy: 0.5))
        context.setStrokeColor(UIColor(white: 0, alpha: 0.15).cgColor)
        context.setLineWidth(0.5)
        context.strokeEllipse(in: thumb.insetBy(dx: 0.5, dy: 0.5))
    }

    /// The minimum track follows the tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }
}
