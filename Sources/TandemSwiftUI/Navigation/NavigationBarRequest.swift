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
    /// The bar's background and title colors (`toolbarBackground`, `toolbarColorScheme`).
    var look: NavigationBarLook? = nil
    /// The search field (`searchable`).
    var search: SearchFieldRequest? = nil

    /// Whether `other` asks for the same title, mode, back button, bar visibility and look.
    func sameBar(as other: NavigationBarRequest) -> Bool {
        title == other.title && displayMode == other.displayMode && backButtonHidden == other.backButtonHidden
            && barHidden == other.barHidden && look == other.look
    }
}
