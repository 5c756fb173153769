import Foundation

/// A toggle drawn as a button that switches it: a bordered button while
/// off, a prominent (filled with the tint) one while on, as iOS draws it.
public struct ButtonToggleStyle: ToggleStyle {
    /// The button style.
    public init() {}

    /// A button whose action switches the toggle; to assistive technology a
    /// button that is selected while on.
    public func makeBody(configuration: Configuration) -> some View {
        ButtonToggleBody(configuration: configuration)
    }
}

/// The button of ``ButtonToggleStyle``: a view of its own so that the
/// button style follows `isOn` as one conditional, not two buttons.
private struct ButtonToggleBody: View {
    let configuration: ToggleStyleConfiguration

    var body: some View {
        let isOn = configuration.$isOn
        let button = Button {
            isOn.wrappedValue.toggle()
        } label: {
            configuration.label
        }
        if configuration.isOn {
            button.buttonStyle(.borderedProminent).accessibilityAttachment { $0.addedTraits = .isSelected }
        } else {
            button.buttonStyle(.bordered)
        }
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// The button style.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
