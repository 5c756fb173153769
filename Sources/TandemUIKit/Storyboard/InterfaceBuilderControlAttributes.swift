import Foundation
import TandemGraphics
import TandemSupport

/// Applies the attributes of text views and controls: labels, buttons,
/// image views, text fields and views, switches, sliders, steppers,
/// segmented controls, progress and activity indicators, page controls.
@MainActor
enum InterfaceBuilderControlAttributes {
    static func apply(_ element: InterfaceBuilderElement, to view: UIView, document: InterfaceBuilderDocument) {
        let font = element.child(key: "fontDescription").map(InterfaceBuilderValues.font)
        let textColor = InterfaceBuilderViewAttributes.colorChild(element, "textColor", document)
        let alignment = element["textAlignment"].map(InterfaceBuilderValues.textAlignment)
        if let control = view as? UIControl {
            if let enabled = element.bool("enabled") { control.isEnabled = enabled }
            if let selected = element.bool("selected") { control.isSelected = selected }
            if let highlighted = element.bool("highlighted") { control.isHighlighted = highlighted }
        }
        switch view {
        case let label as UILabel:
            if let text = element["text"] ?? attributedText(element) { label.text = text }
            if let font { label.font = font }
            if let textColor { label.textColor = textColor }
            if let alignment { label.textAlignment = alignment }
            if let lines = element.number("numberOfLines") { label.numberOfLines = Int(lines) }
            if let mode = element["lineBreakMode"] { label.lineBreakMode = InterfaceBuilderValues.lineBreakMode(mode) }
            if let adjusts = element.bool("adjustsFontSizeToFit") { label.adjustsFontSizeToFitWidth = adjusts }
            if let scale = element.number("minimumScaleFactor") { label.minimumScaleFactor = scale }
        case let button as UIButton:
            applyButton(element, to: button, font: font, document: document)
        case let imageView as UIImageView:
            if let image = InterfaceBuilderValues.image(named: element["image"], reference: element.child(key: "image"))
            {
                imageView.image = image
            }
            if let image = InterfaceBuilderValues.image(
                named: element["highlightedImage"], reference: element.child(key: "highlightedImage"))
            {
                imageView.highlightedImage = image
            }
        case let field as UITextField:
            if let text = element["text"] { field.text = text }
            if let placeholder = element["placeholder"] { field.placeholder = placeholder }
            if let font { field.font = font }
            if let textColor { field.textColor = textColor }
            if let alignment { field.textAlignment = alignment }
            switch element["borderStyle"] {
            case "roundedRect": field.borderStyle = .roundedRect
            case "line": field.borderStyle = .line
            case "bezel": field.borderStyle = .bezel
            default: break
            }
            if let traits = element.child(key: "textInputTraits") {
                if let secure = traits.bool("secureTextEntry") { field.isSecureTextEntry = secure }
            }
        case let textView as UITextView:
            if let text = element["text"] { textView.text = text }
            if let font { textView.font = font }
            if let textColor { textView.textColor = textColor }
            if let alignment { textView.textAlignment = alignment }
            if let editable = element.bool("editable") { textView.isEditable = editable }
            if let selectable = element.bool("selectable") { textView.isSelectable = selectable }
        case let toggle as UISwitch:
            if let on = element.bool("on") { toggle.isOn = on }
            if let color = InterfaceBuilderViewAttributes.colorChild(element, "onTintColor", document) {
                toggle.onTintColor = color
            }
        case let slider as UISlider:
            if let minimum = element.number("minValue") { slider.minimumValue = Float(minimum) }
            if let maximum = element.number("maxValue") { slider.maximumValue = Float(maximum) }
            if let value = element.number("value") { slider.value = Float(value) }
        case let stepper as UIStepper:
            if let minimum = element.number("minimumValue") { stepper.minimumValue = minimum }
            if let maximum = element.number("maximumValue") { stepper.maximumValue = maximum }
            if let step = element.number("stepValue") { stepper.stepValue = step }
            if let value = element.number("value") { stepper.value = value }
        case let segmented as UISegmentedControl:
            for (index, segment) in element.children(in: "segments").enumerated() {
                segmented.insertSegment(withTitle: segment["title"], at: index, animated: false)
            }
            if let selected = element.number("selectedSegmentIndex") { segmented.selectedSegmentIndex = Int(selected) }
        case let progress as UIProgressView:
            if let value = element.number("progress") { progress.progress = Float(value) }
        case let indicator as UIActivityIndicatorView:
            if element.bool("animating") == true { indicator.startAnimating() }
        case let pages as UIPageControl:
            if let count = element.number("numberOfPages") { pages.numberOfPages = Int(count) }
            if let current = element.number("currentPage") { pages.currentPage = Int(current) }
        default:
            break
        }
    }

    /// The plain text of an `<attributedString key="attributedText">` (its fragments joined).
    private static func attributedText(_ element: InterfaceBuilderElement) -> String? {
        guard let attributed = element.child(key: "attributedText") else { return nil }
        return attributed.children.filter { $0.name == "fragment" }.compactMap { $0["content"] }.joined()
    }

    /// A button's titles, title colors and images per state, its font, and
    /// its configuration (the `configuration` element iOS 15 storyboards write).
    private static func applyButton(
        _ element: InterfaceBuilderElement, to button: UIButton, font: UIFont?, document: InterfaceBuilderDocument
    ) {
        for state in element.children where state.name == "state" {
            let controlState: UIControl.State
            switch state.key {
            case "highlighted": controlState = .highlighted
            case "selected": controlState = .selected
            case "disabled": controlState = .disabled
            default: controlState = .normal
            }
            if let title = state["title"] { button.setTitle(title, for: controlState) }
            if let color = InterfaceBuilderViewAttributes.colorChild(state, "titleColor", document) {
                button.setTitleColor(color, for: controlState)
            }
            if let image = InterfaceBuilderValues.image(named: state["image"], reference: state.child(key: "image")) {
                button.setImage(image, for: controlState)
            }
        }
        if let font { button.titleLabel?.font = font }
        if let configuration = element.child(key: "configuration") {
            var value: UIButton.Configuration
            switch configuration["style"] {
            case "filled": value = .filled()
            case "tinted": value = .tinted()
            case "gray": value = .gray()
            default: value = .plain()
            }
            value.title = configuration["title"]
            button.configuration = value
        }
    }
}
