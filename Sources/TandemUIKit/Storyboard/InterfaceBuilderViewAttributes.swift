import Foundation
import TandemGraphics
import TandemSupport

/// Applies the attributes Interface Builder writes for every view (frame,
/// colors, visibility, content mode, priorities, accessibility) and hands
/// the rest to the class's own reader.
@MainActor
enum InterfaceBuilderViewAttributes {
    /// Gives `view` the attributes of `element`; `placedByUIKit` views (a
    /// cell's content view and own labels, which the cell lays out) keep their geometry.
    static func apply(
        _ element: InterfaceBuilderElement, to view: UIView, loader: InterfaceBuilderLoader, placedByUIKit: Bool
    ) {
        let document = loader.document
        if !placedByUIKit {
            if let frame = element.child(key: "frame"), frame.name == "rect" {
                view.frame = InterfaceBuilderValues.rect(frame)
            }
            // Interface Builder writes "NO" for views it positions with
            // constraints; a view it writes without it keeps UIKit's default (true).
            // A view with a fixed frame and no constraints keeps its frame
            // through its autoresizing mask: Xcode's compiler turns
            // translation back on for it, whatever the source says.
            if element.bool("fixedFrame") == true {
                view.translatesAutoresizingMaskIntoConstraints = true
            } else if let translates = element.bool("translatesAutoresizingMaskIntoConstraints") {
                view.translatesAutoresizingMaskIntoConstraints = translates
            }
            if let mask = element.child(key: "autoresizingMask") { view.autoresizingMask = autoresizingMask(mask) }
        }
        if let mode = element["contentMode"].flatMap(InterfaceBuilderValues.contentMode) { view.contentMode = mode }
        if let enabled = element.bool("userInteractionEnabled") { view.isUserInteractionEnabled = enabled }
        if let hidden = element.bool("hidden") { view.isHidden = hidden }
        if let alpha = element.number("alpha") { view.alpha = alpha }
        if let tag = element.number("tag") { view.tag = Int(tag) }
        if let opaque = element.bool("opaque") { view.isOpaque = opaque }
        if let clips = element.bool("clipsSubviews") { view.clipsToBounds = clips }
        if let preserves = element.bool("preservesSuperviewLayoutMargins") {
            view.preservesSuperviewLayoutMargins = preserves
        }
        if let insets = element.bool("insetsLayoutMarginsFromSafeArea") {
            view.insetsLayoutMarginsFromSafeArea = insets
        }
        if let margins = element.child(key: "layoutMargins") {
            view.layoutMargins = InterfaceBuilderValues.insets(margins)
        }
        if let color = colorChild(element, "backgroundColor", document) { view.backgroundColor = color }
        if let color = colorChild(element, "tintColor", document) { view.tintColor = color }
        applyPriorities(element, to: view)
        if let accessibility = element.child(key: "accessibilityConfiguration") {
            if let identifier = accessibility["identifier"] { view.accessibilityIdentifier = identifier }
            if let label = accessibility["label"] { view.accessibilityLabel = label }
        }
        if let identifier = element["restorationIdentifier"] { view.restorationIdentifier = identifier }
        InterfaceBuilderRuntimeAttributes.apply(element, to: view, document: document)
        InterfaceBuilderControlAttributes.apply(element, to: view, document: document)
        InterfaceBuilderContainerAttributes.apply(element, to: view, document: document)
    }

    /// The color child of `element` whose key is `key` (nil when absent or `<nil key=…>`).
    static func colorChild(_ element: InterfaceBuilderElement, _ key: String, _ document: InterfaceBuilderDocument)
        -> UIColor?
    {
        guard let child = element.child(key: key), child.name == "color" else { return nil }
        return InterfaceBuilderValues.color(child, in: document)
    }

    private static func autoresizingMask(_ element: InterfaceBuilderElement) -> UIView.AutoresizingMask {
        var mask: UIView.AutoresizingMask = []
        if element.bool("flexibleMinX") == true { mask.insert(.flexibleLeftMargin) }
        if element.bool("widthSizable") == true { mask.insert(.flexibleWidth) }
        if element.bool("flexibleMaxX") == true { mask.insert(.flexibleRightMargin) }
        if element.bool("flexibleMinY") == true { mask.insert(.flexibleTopMargin) }
        if element.bool("heightSizable") == true { mask.insert(.flexibleHeight) }
        if element.bool("flexibleMaxY") == true { mask.insert(.flexibleBottomMargin) }
        return mask
    }

    private static func applyPriorities(_ element: InterfaceBuilderElement, to view: UIView) {
        let pairs: [(String, NSLayoutConstraint.Axis, Bool)] = [
            ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false),
            ("verticalCompressionResistancePriority", .vertical, false),
        ]
        for (name, axis, hugging) in pairs {
            guard let value = element.number(name) else { continue }
            let priority = UILayoutPriority(Float(value))
            if hugging {
                view.setContentHuggingPriority(priority, for: axis)
            } else {
                view.setContentCompressionResistancePriority(priority, for: axis)
            }
        }
    }
}
