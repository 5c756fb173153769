import Foundation
/// Imported publicly: the public declarations below use its types.
public import TandemGraphics
import TandemUIKit

/// A control that picks a color, bound to a `Color` (or a `CGColor`).
///
/// Drawn as iOS draws it: the label, then a color well at the trailing
/// edge — a ring of the hues around the selected color. Tapping the well
/// shows a menu of the system colors (Tandem has no color panel; see
/// docs/Compatibility.md); choosing one writes it to the selection, made
/// opaque when `supportsOpacity` is false.
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label

    /// A color picker bound to `selection`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// A color picker bound to a Core Graphics color.
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = Binding(
            get: { Color(cgColor: selection.wrappedValue) }, set: { selection.wrappedValue = $0.uiColor.cgColor })
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// The label and the well.
    public var body: some View {
        LabeledControl(
            label: label, minimumSpacing: 8,
            control: ColorWell(selection: selection, supportsOpacity: supportsOpacity))
    }
}

extension ColorPicker where Label == Text {
    /// A color picker titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A color picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    /// A color picker of a Core Graphics color, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A color picker of a Core Graphics color, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
