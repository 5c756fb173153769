public import Foundation
import TandemGraphics

/// A control that turns an option on or off.
///
/// A tap toggles ``isOn`` and sends `.valueChanged`; setting ``isOn`` or
/// calling ``setOn(_:animated:)`` in code sends nothing, as in UIKit. The
/// switch is 51×31 points. Main actor only.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// A switch is a button element whose value is "1" when on, "0" when off.
    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.isElement = true
        defaults.value = isOn ? "1" : "0"
        defaults.traits.insert(.button)
        defaults.role = .switchControl
        return defaults
    }

    /// Activation flips the switch and sends `.valueChanged`.
    open override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
        return true
    }

    /// Whether the switch is on.
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }
    /// The track's color when on; nil is system green.
    open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb's color; nil is white.
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    private var storedIsOn = false

    /// The switch's size, whatever its frame, as in UIKit.
    static let size = CGSize(width: 51, height: 31)

    /// Creates a switch; its size is always 51×31 points.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    }

    /// Switches are not archived on Linux; this makes a plain switch.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = Self.size
    }

    /// Turns the switch on or off without sending an action; animated, the
    /// thumb slides across and the track's color cross-fades over
    /// a quarter of a second.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != storedIsOn else { return }
        let thumb = thumbPosition  // made (at the old end) before the value changes
        storedIsOn = on
        // Off screen, nothing is seen moving: it is drawn at the new end when shown.
        let duration = animated && window != nil && UIView.areAnimationsEnabled ? Self.thumbSlideDuration : 0
        thumb.move(
            to: on ? 1 : 0, duration: duration, timing: CAMediaTimingFunction(name: .easeInEaseOut))
    }

    /// How long the thumb takes to slide across, in seconds.
    static let thumbSlideDuration: TimeInterval = 0.25

    /// Where the thumb is drawn: 0 at the off end, 1 at the on end.
    lazy var thumbPosition = DrawnValueAnimation(view: self, value: storedIsOn ? 1 : 0)

    /// 51×31 points.
    open override var intrinsicContentSize: CGSize { Self.size }

    /// 51×31 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// A tap toggles the switch and sends `.valueChanged`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let tapped =
            isEnabled && isTracking
            && (touches.first.map {
                bounds.insetBy(dx: -UIControl.trackingSlop, dy: -UIControl.trackingSlop).contains($0.location(in: self))
            } ?? false)
        super.touchesEnded(touches, with: event)
        guard tapped else { return }
        setOn(!storedIsOn, animated: true)
        sendActions(for: .valueChanged)
    }

    /// Draws the rounded track and the thumb at its end.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let track = CGRect(origin: .zero, size: Self.size)
        let radius = track.height / 2
        context.setAlpha(isEnabled ? 1 : 0.5)
        let position = thumbPosition.value
        let trackPath = CGPath(roundedRect: track, cornerWidth: radius, cornerHeight: radius, transform: nil)
        // The off track, then the on color over it as far as the thumb has come.
        for (color, alpha) in [(UIColor.systemFill, 1 - position), (onTintColor ?? .systemGreen, position)]
        where alpha > 0 {
            let resolved = color.resolvedColor(with: traitCollection)
            context.setFillColor(resolved.withAlphaComponent(resolved.cgColor.alpha * alpha).cgColor)
            context.addPath(trackPath)
            context.fillPath()
        }
        let diameter = track.height - 4
        let x = track.minX + 2 + (track.width - 4 - diameter) * position
        let thumb = CGRect(x: x, y: 2, width: diameter, height: diameter)
        context.setFillColor((thumbTintColor ?? .white).resolvedColor(with: traitCollection).cgColor)
        context.fillEllipse(in: thumb)
        context.setStrokeColor(UIColor(white: 0, alpha: 0.1).cgColor)
        context.setLineWidth(0.5)
        context.strokeEllipse(in: thumb)
    }
}
