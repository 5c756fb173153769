import Foundation
import Observation
import TandemReactive

extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Puts `object` in the environment for `@EnvironmentObject` properties of its type.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentTransformModifier { $0.setValue(object, for: EnvironmentObjectKey<T>.id) })
    }

    /// Puts an `@Observable` object in the environment for `@Environment(T.self)` properties.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(
            EnvironmentTransformModifier { environment in
                if let object { environment.setValue(object, for: EnvironmentObjectKey<T>.id) }
            })
    }

    /// The default font of text in this view.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Text in this view in a bold weight: a font set around this view is
    /// made bold, and text whose font is set further in is bold where that
    /// font sets no weight; false leaves the weight as it is.
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentTransformModifier { if isActive { $0.setFontModifier(\.weight, .bold) } })
    }

    /// Text in this view in `weight`: a font set around this view takes
    /// it, and text whose font is set further in where that font sets no
    /// weight. nil takes away the weight views around set this way.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(EnvironmentTransformModifier { $0.setFontModifier(\.weight, weight) })
    }

    /// Text in this view in `design` (text-style and system fonts; named
    /// fonts keep their face): a font set around this view takes it, and
    /// text whose font is set further in where that font sets no design.
    /// nil takes away the design views around set this way.
    public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(EnvironmentTransformModifier { $0.setFontModifier(\.design, design) })
    }

    /// Text in this view at `width`: a font set around this view takes
    /// it, and text whose font is set further in where that font sets no
    /// width. nil takes away the width views around set this way.
    public func fontWidth(_ width: Font.Width?) -> some View {
        modifier(EnvironmentTransformModifier { $0.setFontModifier(\.width, width) })
    }

    /// The color of text and shapes in this view.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentTransformModifier { $0.foregroundStyle = color.map(AnyShapeStyle.init) })
    }

    /// The style of text and shapes in this view. A level (`.secondary`)
    /// is a shade of the foreground style around this modifier.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(
            EnvironmentTransformModifier {
                $0.foregroundStyle = ForegroundLevelStyle.foregroundStyle(style, replacing: $0.foregroundStyle)
            })
    }

    /// Disables controls in this view. An outer `disabled(true)` wins over an inner `disabled(false)`.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentTransformModifier { $0.isEnabled = $0.isEnabled && !disabled })
    }

    /// The most lines text in this view may use.
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    /// Where text that does not fit is cut.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// How the lines of multi-line text align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Adds `lineSpacing` points between the lines of text in this view
    /// (negative and non-finite values are taken as 0).
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing.isFinite ? max(0, lineSpacing) : 0)
    }

    /// How far text may shrink to fit.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }

    /// Asks the presentation this view is in (its hosting controller) for
    /// `colorScheme`; `nil` gives the choice back to the system. The nearest
    /// setting to the root wins.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        preference(key: PreferredColorSchemeKey.self, value: colorScheme)
    }
}
