import Foundation

/// What a screen shows when it has nothing to show (no results, an empty
/// inbox): a large icon over a title, a description and actions, centered
/// in the space the view is offered.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view of `label` (a `Label`'s icon is drawn large, over its
    /// title), `description` and `actions`.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description,
        @ViewBuilder actions: () -> Actions
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The label, description and actions stacked and centered, taking all the space offered.
    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label
                    .labelStyle(ContentUnavailableLabelStyle())
                    .font(.title2.bold())
                description
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .multilineTextAlignment(.center)
            actions
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Actions == EmptyView {
    /// A view of `label` and `description`, with no actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
        self.init(label: label, description: description, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Description == EmptyView {
    /// A view of `label` and `actions`, with no description.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder actions: () -> Actions) {
        self.init(label: label, description: { EmptyView() }, actions: actions)
    }
}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
    /// A view of `label` alone.
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label, description: { EmptyView() }, actions: { EmptyView() })
    }
}

// (`TandemSwiftUI.Label`: inside these extensions, `Label` is the generic parameter.)
extension ContentUnavailableView
where Label == TandemSwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A localized title under a system symbol, over an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { TandemSwiftUI.Label(title, systemImage: name) }, description: { description })
    }

    /// A title string under a system symbol, over an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { TandemSwiftUI.Label(title, systemImage: name) }, description: { description })
    }

    /// A localized title under an image from the app's assets, over an optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(
            label: { TandemSwiftUI.Label(title: { Text(title) }, icon: { Image(name) }) }, description: { description })
    }

    /// A title string under an image from the app's assets, over an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(
            label: { TandemSwiftUI.Label(title: { Text(title) }, icon: { Image(name) }) }, description: { description })
    }

    /// What a search with no results shows.
    public static var search: ContentUnavailableView<TandemSwiftUI.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView(
            "No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// What a search for `text` with no results shows.
    public static func search(text: String) -> ContentUnavailableView<
        TandemSwiftUI.Label<Text, Image>, Text?, EmptyView
    > {
        ContentUnavailableView(
            "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
            description: Text("Check the spelling or try a new search."))
    }
}
