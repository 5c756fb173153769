import Foundation

/// The label style iOS uses where none is set: the title and the icon.
public struct DefaultLabelStyle: LabelStyle {
    /// The default style.
    public init() {}

    /// The icon, then the title, as ``TitleAndIconLabelStyle`` draws them.
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

/// A label that shows its icon, then its title, aligned on their centers.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The title-and-icon style.
    public init() {}

    /// The icon and the title, 8 points apart; to assistive technology one
    /// element that says its title (the icon is not read), as on iOS.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon.accessibilityAttachment { $0.hidden = true }
            configuration.title
        }
        .accessibilityAttachment { $0.children = .combine }
    }
}

/// A label that shows only its icon.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The icon-only style.
    public init() {}

    /// The icon alone.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
    }
}

/// A label that shows only its title.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The title-only style.
    public init() {}

    /// The title alone.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default style (title and icon).
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The title-and-icon style.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon-only style.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title-only style.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
