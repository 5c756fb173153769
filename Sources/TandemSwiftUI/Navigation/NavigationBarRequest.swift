import TandemUIKit

/// What a hosted view asked of its controller's navigation item, read from
/// preferences after each update pass.
struct NavigationBarRequest {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var backButtonHidden: Bool?
    /// Whether the bar hides while the screen is on top (`navigationBarHidden(_:)`).
    var barHidden: Bool?
    var toolbar: [ToolbarEntry]

    /// Whether `other` asks for the same title, mode, back button and bar visibility.
    func sameBar(as other: NavigationBarRequest) -> Bool {
        title == other.title && displayMode == other.displayMode && backButtonHidden == other.backButtonHidden
            && barHidden == other.barHidden
    }
}
