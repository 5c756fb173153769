/// A window group's content, type-erased.
struct WindowGroupContent {
    let content: AnyView
    let title: String?
}
