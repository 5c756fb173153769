import TandemUIKit

/// What a hosted view asked of its controller's navigation item, read from
/// preferences after each update pass.
struct NavigationBarRequest {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var backButtonHidden: Bool?
    var toolbar: [ToolbarEntry]

    /// Whether `other` asks for the same title, mode and back button.
    func sameBar(as other: NavigationBarRequest) -> Bool {
        title == other.title && displayMode == other.displayMode && backButtonHidden == other.backButtonHidden
    }
}
