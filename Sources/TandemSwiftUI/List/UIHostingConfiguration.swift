/// Imported publicly: the public declarations below use its types.
public import Foundation
/// Imported publicly: the public declarations below use its types.
public import TandemUIKit

/// A cell content configuration that shows a SwiftUI view: assign it to a
/// table view cell's `contentConfiguration` and the cell hosts the view,
/// sized by it (self-sizing rows follow the view's height).
///
/// The hosted view keeps its state while the cell shows the same row;
/// setting a new configuration on the same cell updates the view in place,
/// as a new `rootView` does for a hosting controller.
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    let content: Content
    let background: Background
    var margins: EdgeInsets
    var minimumSize: (width: CGFloat?, height: CGFloat?) = (nil, nil)
    /// The environment the content gets instead of the cell's traits (a `List`'s rows).
    var inheritedEnvironment: EnvironmentValues?
    /// The row identity: a new one starts the content's state over.
    var identity: ListRowKey?

    /// Shows the view `content` builds, with the list cell's default margins.
    /// On the main actor, as SwiftUI's whole type is: it builds views.
    @MainActor public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
        self.content = content()
        background = EmptyView()
        margins = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    }

    init(content: Content, background: Background, margins: EdgeInsets) {
        self.content = content
        self.background = background
        self.margins = margins
    }

    /// The same content over the view `background` builds, filling the cell.
    public func background<B: View>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B> {
        var configuration = UIHostingConfiguration<Content, B>(
            content: self.content, background: content(), margins: margins)
        configuration.minimumSize = minimumSize
        configuration.inheritedEnvironment = inheritedEnvironment
        configuration.identity = identity
        return configuration
    }

    /// Sets the margins around the content on `edges` to `length`.
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> UIHostingConfiguration {
        margins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }

    /// Sets the margins around the content on `edges` from `insets`.
    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> UIHostingConfiguration {
        var configuration = self
        if edges.contains(.top) { configuration.margins.top = insets.top }
        if edges.contains(.leading) { configuration.margins.leading = insets.leading }
        if edges.contains(.bottom) { configuration.margins.bottom = insets.bottom }
        if edges.contains(.trailing) { configuration.margins.trailing = insets.trailing }
        return configuration
    }

    /// The smallest size the cell's content takes.
    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> UIHostingConfiguration {
        var configuration = self
        configuration.minimumSize = (width, height)
        return configuration
    }

    /// A view hosting the content.
    @MainActor public func makeContentView() -> any UIView & UIContentView {
        HostingConfigurationView(configuration: self)
    }

    /// The same configuration: the content reads the state it needs itself.
    public func updated(for state: any UIConfigurationState) -> UIHostingConfiguration { self }

    /// The view the host's graph shows: the content over the background, with the identity.
    @MainActor var hostedView: any View {
        HostedCellRoot(content: content, background: background, margins: margins, identity: identity)
    }
}
