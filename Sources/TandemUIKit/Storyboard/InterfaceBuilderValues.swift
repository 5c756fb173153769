import Foundation
import TandemGraphics
import TandemSupport

/// Reads Interface Builder's value elements (`color`, `fontDescription`,
/// `rect`, `size`, `inset`, images) into UIKit values.
@MainActor
enum InterfaceBuilderValues {
    /// A `<rect>` element's rectangle.
    static func rect(_ element: InterfaceBuilderElement) -> CGRect {
        CGRect(
            x: element.number("x") ?? 0, y: element.number("y") ?? 0,
            width: element.number("width") ?? 0, height: element.number("height") ?? 0)
    }

    /// A `<size>` element's size.
    static func size(_ element: InterfaceBuilderElement) -> CGSize {
        CGSize(width: element.number("width") ?? 0, height: element.number("height") ?? 0)
    }

    /// An `<inset>` (minX/maxX/minY/maxY) or `<edgeInsets>` (top/left/bottom/right) element's insets.
    static func insets(_ element: InterfaceBuilderElement) -> UIEdgeInsets {
        if element.name == "inset" {
            return UIEdgeInsets(
                top: element.number("minY") ?? 0, left: element.number("minX") ?? 0,
                bottom: element.number("maxY") ?? 0, right: element.number("maxX") ?? 0)
        }
        return UIEdgeInsets(
            top: element.number("top") ?? 0, left: element.number("left") ?? 0,
            bottom: element.number("bottom") ?? 0, right: element.number("right") ?? 0)
    }

    /// A `<color>` element's color: components (RGB or white, any color
    /// space read as sRGB), a system color (`systemColor`, or the older
    /// `cocoaTouchSystemColor`), or a named color from the asset catalog,
    /// for which the document's `resources` record the value.
    static func color(_ element: InterfaceBuilderElement, in document: InterfaceBuilderDocument) -> UIColor? {
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            if let color = systemColor(named: name) { return color }
            if let recorded = document.resourceColor(named: name) { return color(recorded, in: document) }
            Diagnostics.report("UIStoryboard", "unknown system color \(name); using clear")
            return .clear
        }
        if let name = element["name"] {
            if let recorded = document.resourceColor(named: name), recorded !== element {
                return color(recorded, in: document)
            }
            Diagnostics.report("UIStoryboard", "the named color \(name) has no recorded value; using clear")
            return .clear
        }
        let alpha = element.number("alpha") ?? 1
        if let white = element.number("white") { return UIColor(white: white, alpha: alpha) }
        return UIColor(
            red: element.number("red") ?? 0, green: element.number("green") ?? 0, blue: element.number("blue") ?? 0,
            alpha: alpha)
    }

    /// The system colors by the names Interface Builder writes (`systemBackgroundColor`, `labelColor`).
    private static func systemColor(named name: String) -> UIColor? {
        let colors: [UIColor] = [
            .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .placeholderText, .link, .separator,
            .opaqueSeparator, .systemBackground, .secondarySystemBackground, .tertiarySystemBackground,
            .systemGroupedBackground, .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground,
            .systemFill, .secondarySystemFill, .tertiarySystemFill, .systemBlue, .systemRed, .systemGreen,
            .systemOrange, .systemYellow, .systemPink, .systemPurple, .systemTeal, .systemIndigo, .systemMint,
            .systemCyan, .systemBrown, .systemGray, .systemGray2, .systemGray3, .systemGray4, .systemGray5,
            .systemGray6,
        ]
        if let color = colors.first(where: { $0.name == name }) { return color }
        switch name {
        case "darkTextColor", "blackColor": return .black
        case "lightTextColor": return UIColor(white: 1, alpha: 0.6)
        case "whiteColor": return .white
        case "clearColor": return .clear
        case "groupTableViewBackgroundColor", "tableBackgroundColor": return .systemGroupedBackground
        case "tableCellGroupedBackgroundColor": return .secondarySystemGroupedBackground
        case "tintColor": return .systemBlue
        default: return nil
        }
    }

    /// A `<fontDescription>` element's font: the system font (`type`
    /// `system`, `boldSystem`, `italicSystem`, with a `weight`), a text
    /// style (`style="UICTFontTextStyleBody"`), or a named font.
    static func font(_ element: InterfaceBuilderElement) -> UIFont {
        let size = CGFloat(element.number("pointSize") ?? 17)
        if let style = element["style"] {
            return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
        }
        if let name = element["name"] {
            if let font = UIFont(name: name, size: size) { return font }
            Diagnostics.report("UIStoryboard", "font \(name) is not installed; using the system font")
        }
        switch element["type"] {
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "italicSystem": return .italicSystemFont(ofSize: size)
        default: return .systemFont(ofSize: size, weight: weight(element["weight"]))
        }
    }

    private static func weight(_ name: String?) -> UIFont.Weight {
        switch name {
        case "ultraLight": .ultraLight
        case "thin": .thin
        case "light": .light
        case "medium": .medium
        case "semibold": .semibold
        case "bold": .bold
        case "heavy": .heavy
        case "black": .black
        default: .regular
        }
    }

    /// An image attribute's image: an asset by name (`image="logo"`), or
    /// an `<imageReference>` to a system symbol (`catalog="system"`).
    static func image(named name: String?, reference: InterfaceBuilderElement?) -> UIImage? {
        if let reference, let symbol = reference["image"] {
            if reference["catalog"] == "system" { return UIImage(systemName: symbol) }
            return UIImage(named: symbol)
        }
        guard let name, !name.isEmpty else { return nil }
        return UIImage(named: name)
    }

    /// The `contentMode` attribute's mode.
    static func contentMode(_ name: String) -> UIView.ContentMode? {
        switch name {
        case "scaleToFill": .scaleToFill
        case "scaleAspectFit": .scaleAspectFit
        case "scaleAspectFill": .scaleAspectFill
        case "redraw": .redraw
        case "center": .center
        case "top": .top
        case "bottom": .bottom
        case "left": .left
        case "right": .right
        case "topLeft": .topLeft
        case "topRight": .topRight
        case "bottomLeft": .bottomLeft
        case "bottomRight": .bottomRight
        default: nil
        }
    }

    /// The `textAlignment` attribute's alignment.
    static func textAlignment(_ name: String) -> NSTextAlignment {
        switch name {
        case "left": .left
        case "center": .center
        case "right": .right
        case "justified": .justified
        default: .natural
        }
    }

    /// The `lineBreakMode` attribute's mode.
    static func lineBreakMode(_ name: String) -> NSLineBreakMode {
        switch name {
        case "wordWrap": .byWordWrapping
        case "characterWrap": .byCharWrapping
        case "clip": .byClipping
        case "headTruncation": .byTruncatingHead
        case "middleTruncation": .byTruncatingMiddle
        default: .byTruncatingTail
        }
    }

    /// A control `eventType` attribute's events.
    static func controlEvent(_ name: String) -> UIControl.Event {
        switch name {
        case "touchDown": .touchDown
        case "touchDownRepeat": .touchDownRepeat
        case "touchDragInside": .touchDragInside
        case "touchDragOutside": .touchDragOutside
        case "touchDragEnter": .touchDragEnter
        case "touchDragExit": .touchDragExit
        case "touchUpOutside": .touchUpOutside
        case "touchCancel": .touchCancel
        case "valueChanged": .valueChanged
        case "primaryActionTriggered": .primaryActionTriggered
        case "editingDidBegin": .editingDidBegin
        case "editingChanged": .editingChanged
        case "editingDidEnd": .editingDidEnd
        case "editingDidEndOnExit": .editingDidEndOnExit
        default: .touchUpInside
        }
    }
}
