/// Imported publicly: the public declarations below use its types.
public import Foundation
import TandemGraphics

/// The system's color picker: a panel of a grid of colors, a spectrum and
/// red, green and blue sliders, with an opacity slider and the color
/// picked, as iOS shows it.
///
/// Main actor only. Presented as UIKit presents it: a popover (given a
/// source on a regular width), adapted to a sheet resting at the medium
/// height on a compact width. Each pick sets ``selectedColor`` (made opaque
/// when ``supportsAlpha`` is false) and tells the ``delegate``
/// (`continuously` while a drag goes on); setting ``selectedColor`` in code
/// tells it nothing. The close button dismisses the picker; closed either
/// way, the delegate hears `colorPickerViewControllerDidFinish(_:)` once.
/// The grid's colors are Tandem's, close to iOS's (see docs/Compatibility.md).
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
    /// Told of the colors picked and of the picker's end.
    open weak var delegate: (any UIColorPickerViewControllerDelegate)?
    /// The color shown as picked; white by default.
    open var selectedColor: UIColor = .white {
        didSet { panel?.show(selectedColor) }
    }
    /// Whether the panel offers an opacity slider; true by default.
    open var supportsAlpha = true {
        didSet { panel?.showsOpacity = supportsAlpha }
    }
    /// The panel's title ("Colors" when nil).
    open override var title: String? {
        didSet { panel?.titleLabel.text = title ?? "Colors" }
    }
    private var panel: ColorPickerPanelView? { viewIfLoaded as? ColorPickerPanelView }
    /// Whether the delegate heard of the end.
    private var finished = false

    /// A picker showing white, offering opacity.
    public init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
        popoverPresentationController?.adaptiveSheetPresentationController.detents = [.medium(), .large()]
        preferredContentSize = CGSize(width: 375, height: 560)
    }

    /// Controllers are not archived on Linux; this makes a picker showing white.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The panel: title, close button, the three ways to pick, opacity.
    open override func loadView() {
        let panel = ColorPickerPanelView(title: title ?? "Colors")
        panel.showsOpacity = supportsAlpha
        panel.show(selectedColor)
        panel.onPick = { [weak self] color, continuously in self?.pick(color, continuously: continuously) }
        panel.onClose = { [weak self] in self?.close() }
        view = panel
    }

    /// The user picked `color` in the panel.
    func pick(_ color: UIColor, continuously: Bool) {
        let picked = supportsAlpha ? color : color.withAlphaComponent(1)
        selectedColor = picked
        delegate?.colorPickerViewController(self, didSelect: picked, continuously: continuously)
        if !continuously { delegate?.colorPickerViewControllerDidSelectColor(self) }
    }

    /// The close button: the picker goes, and the delegate hears of it.
    func close() {
        let presenter = presentingViewController
        (presenter ?? self).dismiss(animated: true) { [weak self] in self?.finish() }
    }

    private func finish() {
        guard !finished else { return }
        finished = true
        delegate?.colorPickerViewControllerDidFinish(self)
    }

    /// A picker dragged or tapped away has finished too.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if presentingViewController == nil { finish() }
    }

    /// Shown again, it may finish again.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        finished = false
    }
}
