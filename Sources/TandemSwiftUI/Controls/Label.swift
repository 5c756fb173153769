import Foundation

/// A title with an icon, side by side.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label from a title and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The icon, then the title, aligned on their centers; to assistive
    /// technology one element that says its title (the icon is not read), as on iOS.
    public var body: some View {
        HStack(spacing: 8) {
            icon.accessibilityAttachment { $0.hidden = true }
            title
        }
        .accessibilityAttachment { $0.children = .combine }
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
