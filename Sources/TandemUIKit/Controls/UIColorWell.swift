/// Imported publicly: the public declarations below use its types.
public import Foundation
import TandemGraphics

/// A control that shows a color and lets the user pick another: a ring of
/// the hues around the selected color, as iOS draws it.
///
/// Main actor only. 28 points across by default. A tap presents the
/// system's color picker (``UIColorPickerViewController``, titled with
/// ``title``) from the controller the well is in; each color picked there
/// sets ``selectedColor`` — made opaque when ``supportsAlpha`` is false —
/// and sends `.valueChanged`. A well in no controller's view offers a menu
/// of the system colors instead. Setting the color in code sends nothing,
/// as in UIKit.
@preconcurrency @MainActor
open class UIColorWell: UIControl {
    /// The well's size.
    static let diameter: CGFloat = 28

    /// The colors the menu offers, by name.
    static let palette: [(name: String, color: UIColor)] = [
        ("Black", .black), ("White", .white), ("Gray", .systemGray), ("Red", .systemRed), ("Orange", .systemOrange),
        ("Yellow", .systemYellow), ("Green", .systemGreen), ("Mint", .systemMint), ("Teal", .systemTeal),
        ("Cyan", .systemCyan), ("Blue", .systemBlue), ("Indigo", .systemIndigo), ("Purple", .systemPurple),
        ("Pink", .systemPink), ("Brown", .systemBrown),
    ]

    /// The title of the color picker the well presents (and of its menu).
    open var title: String?
    /// Whether the picked color may be translucent; true by default.
    open var supportsAlpha = true
    /// The color shown in the well; nil shows an empty center.
    open var selectedColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// A color well is a button (named "Color" unless given a label).
    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.isElement = true
        defaults.traits.insert(.button)
        defaults.role = .button
        return defaults
    }

    /// Creates a color well with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        accessibilityLabel = "Color"
    }

    /// Color wells are not archived on Linux; this makes an empty one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = .clear
    }

    /// 28 by 28 points.
    open override var intrinsicContentSize: CGSize { CGSize(width: Self.diameter, height: Self.diameter) }

    /// The well's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// A tap inside presents the color picker.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, bounds.contains(touch.location(in: self)), isEnabled else { return }
        showPicker()
    }

    /// Relays the picker's colors to the well while it is shown.
    private var pickerRelay: ColorWellPickerRelay?

    /// Presents the color picker from the controller the well is in
    /// (the one on top of what it presents); without one, the menu of colors.
    func showPicker() {
        var controller: UIViewController?
        var view: UIView? = self
        while let current = view, controller == nil {
            controller = current.owningViewController
            view = current.superview
        }
        guard var presenter = controller ?? window?.rootViewController else { return showPalette() }
        while let presented = presenter.presentedViewController { presenter = presented }
        let picker = UIColorPickerViewController()
        picker.title = title
        picker.supportsAlpha = supportsAlpha
        picker.selectedColor = selectedColor ?? .white
        let relay = ColorWellPickerRelay(well: self)
        pickerRelay = relay
        picker.delegate = relay
        picker.popoverPresentationController?.sourceView = self
        picker.popoverPresentationController?.sourceRect = bounds
        presenter.present(picker, animated: true)
    }

    /// The picker closed: the well lets go of its relay.
    func pickerDidFinish() {
        pickerRelay = nil
    }

    /// Shows the menu of the system colors below the well.
    func showPalette() {
        let actions = Self.palette.map { entry in
            UIAction(title: entry.name, state: entry.color == selectedColor ? .on : .off) { [weak self] _ in
                self?.pick(entry.color)
            }
        }
        MenuPresentation.present(UIMenu(title: title ?? "", children: actions), from: self, sender: self)
    }

    /// The user picked `color`: it is shown and `.valueChanged` is sent.
    func pick(_ color: UIColor) {
        selectedColor = supportsAlpha ? color : color.withAlphaComponent(1)
        sendActions(for: .valueChanged)
    }

    /// The ring of hues, a gap of the background, and the selected color.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let side = min(bounds.width, bounds.height)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = side / 2
        let inner = outer * 22 / 28
        // The hues go around clockwise from the top, in short wedges.
        let wedges = 90
        for index in 0..<wedges {
            let start = -CGFloat.pi / 2 + CGFloat(index) / CGFloat(wedges) * 2 * .pi
            let end = start + 2 * .pi / CGFloat(wedges) + 0.01
            let path = CGMutablePath()
            path.addArc(center: center, radius: outer, startAngle: start, endAngle: end, clockwise: false)
            path.addArc(center: center, radius: inner, startAngle: end, endAngle: start, clockwise: true)
            path.closeSubpath()
            context.addPath(path)
            context.setFillColor(
                UIColor(hue: CGFloat(index) / CGFloat(wedges), saturation: 1, brightness: 1, alpha: 1).cgColor)
            context.fillPath()
        }
        let background = (superview?.backgroundColor ?? .systemBackground).resolvedColor(with: traitCollection)
        context.setFillColor(background.cgColor)
        context.fillEllipse(in: CGRect(x: center.x - inner, y: center.y - inner, width: inner * 2, height: inner * 2))
        guard let selectedColor else { return }
        let swatch = outer * 18 / 28
        context.setFillColor(selectedColor.resolvedColor(with: traitCollection).cgColor)
        context.fillEllipse(
            in: CGRect(x: center.x - swatch, y: center.y - swatch, width: swatch * 2, height: swatch * 2))
    }
}
