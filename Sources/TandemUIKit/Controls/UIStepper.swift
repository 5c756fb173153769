public import Foundation
import TandemGraphics
import TandemSupport

/// A control with − and + buttons that steps a value within a range.
///
/// Each tap on a half sends `.valueChanged` after moving ``value`` by
/// ``stepValue`` (clamped, or wrapping with ``wraps``). 94×32 points. Main actor only.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// To UI automation, a stepper: a "Decrement" and an "Increment" button.
    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.role = .stepper
        return defaults
    }

    /// Unless set, one element per part (the decrement and increment buttons).
    open override var accessibilityElements: [Any]? {
        get { super.accessibilityElements ?? accessibilityParts.elements(of: self, count: 2) }
        set { super.accessibilityElements = newValue }
    }
    private let accessibilityParts = AccessibilityParts()

    /// The value, within ``minimumValue``...``maximumValue``.
    open var value: Double = 0 {
        didSet {
            let clamped = value.isNaN ? minimumValue : min(maximumValue, max(minimumValue, value))
            if clamped != value { value = clamped }
            if value != oldValue { setNeedsDisplay() }
        }
    }
    /// The smallest value; 0 by default.
    open var minimumValue: Double = 0 { didSet { value = max(value, minimumValue) } }
    /// The largest value; 100 by default.
    open var maximumValue: Double = 100 { didSet { value = min(value, maximumValue) } }
    /// How much one tap changes the value; 1 by default (non-positive steps are reported and ignored).
    open var stepValue: Double = 1 {
        didSet {
            if !(stepValue > 0) {
                Diagnostics.report("UIStepper", "stepValue must be greater than 0; kept \(oldValue)")
                stepValue = oldValue
            }
        }
    }
    /// Whether stepping past one end continues from the other.
    open var wraps = false
    /// Whether `.valueChanged` is sent as the value changes (accepted; every tap sends it).
    open var isContinuous = true
    /// Whether holding a button repeats (accepted; Tandem steps once per tap).
    open var autorepeat = true

    static let size = CGSize(width: 94, height: 32)
    private var pressedHalf: Int?

    /// Creates a stepper; its size is always 94×32 points.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    }

    /// Steppers are not archived on Linux; this makes a plain stepper.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = Self.size
    }

    /// 94×32 points.
    open override var intrinsicContentSize: CGSize { Self.size }

    /// Remembers which half the finger is on.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pressedHalf = touch.location(in: self).x < bounds.midX ? 0 : 1
        setNeedsDisplay()
        return true
    }

    /// Steps the value when the tap ends on the half it began on.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer {
            pressedHalf = nil
            setNeedsDisplay()
        }
        guard let touch, let half = pressedHalf, bounds.contains(touch.location(in: self)),
            (touch.location(in: self).x < bounds.midX ? 0 : 1) == half
        else { return }
        step(half: half)
    }

    /// Steps the value down (half 0) or up (half 1) and sends
    /// `.valueChanged`; false when the value is at that end and does not wrap.
    @discardableResult
    func step(half: Int) -> Bool {
        guard let next = valueAfterStep(half: half) else { return false }
        value = next
        sendActions(for: .valueChanged)
        return true
    }

    /// The value a step down (half 0) or up (half 1) gives; nil when it would not change.
    func valueAfterStep(half: Int) -> Double? {
        var next = value + (half == 0 ? -stepValue : stepValue)
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        next = min(maximumValue, max(minimumValue, next))
        return next == value ? nil : next
    }

    /// Draws the two halves with − and +.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let box = bounds
        let radius: CGFloat = 8
        context.setFillColor(UIColor.tertiarySystemFill.resolvedColor(with: traitCollection).cgColor)
        context.addPath(CGPath(roundedRect: box, cornerWidth: radius, cornerHeight: radius, transform: nil))
        context.fillPath()
        if let half = pressedHalf {
            context.saveGState()
            context.clip(to: CGRect(x: half == 0 ? 0 : box.midX, y: 0, width: box.width / 2, height: box.height))
            context.setFillColor(UIColor.systemFill.resolvedColor(with: traitCollection).cgColor)
            context.addPath(CGPath(roundedRect: box, cornerWidth: radius, cornerHeight: radius, transform: nil))
            context.fillPath()
            context.restoreGState()
        }
        context.setFillColor(UIColor.separator.resolvedColor(with: traitCollection).cgColor)
        context.fill(CGRect(x: box.midX - 0.5, y: 8, width: 1, height: box.height - 16))
        let ink = UIColor.label.resolvedColor(with: traitCollection)
        let minusColor = value > minimumValue || wraps ? ink : ink.withAlphaComponent(0.3)
        let plusColor = value < maximumValue || wraps ? ink : ink.withAlphaComponent(0.3)
        context.setFillColor(minusColor.cgColor)
        context.fill(CGRect(x: box.width / 4 - 7, y: box.midY - 1, width: 14, height: 2))
        context.setFillColor(plusColor.cgColor)
        context.fill(CGRect(x: box.width * 3 / 4 - 7, y: box.midY - 1, width: 14, height: 2))
        context.fill(CGRect(x: box.width * 3 / 4 - 1, y: box.midY - 7, width: 2, height: 14))
    }
}
