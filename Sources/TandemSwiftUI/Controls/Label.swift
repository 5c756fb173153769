import Foundation

/// A title with an icon, drawn by the label style in the environment
/// (`.labelStyle(_:)`): by default side by side.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label from a title and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// Never called: the graph shows the label style's body (by default
    /// the icon, then the title, as ``TitleAndIconLabelStyle`` draws them).
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension Label: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        let configuration = LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title(content: AnyView(title)),
            icon: LabelStyleConfiguration.Icon(content: AnyView(icon)))
        if let style = updater.environment.labelStyle {
            updater.reconcile(single: style.makeBody(configuration))
        } else {
            updater.reconcile(single: TitleAndIconLabelStyle().makeBody(configuration: configuration))
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a localized title and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a title string and a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a localized title and a named image.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}
