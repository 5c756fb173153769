import TandemUIKit

extension _UIHostingView {
    /// Applies the title, title display mode, back button and toolbar items
    /// the content asks for to the hosting controller's navigation item —
    /// only what changed, so a controller configured by UIKit code keeps its
    /// settings while the content asks nothing.
    func applyNavigationBarPreferences(from root: ViewNode) {
        guard let controller = hostingController else { return }
        let request = NavigationBarRequest(
            title: PreferenceReading.valueIncludingSelf(NavigationTitleKey.self, in: root),
            displayMode: PreferenceReading.valueIncludingSelf(NavigationTitleDisplayModeKey.self, in: root),
            backButtonHidden: PreferenceReading.valueIncludingSelf(NavigationBackButtonHiddenKey.self, in: root),
            barHidden: PreferenceReading.valueIncludingSelf(NavigationBarHiddenKey.self, in: root),
            toolbar: PreferenceReading.valueIncludingSelf(ToolbarItemsKey.self, in: root),
            look: PreferenceReading.valueIncludingSelf(NavigationBarLookKey.self, in: root),
            search: PreferenceReading.valueIncludingSelf(SearchFieldKey.self, in: root))
        let previous = appliedNavigationBar
        appliedNavigationBar = request
        let item = controller.navigationItem
        if previous.map({ !$0.sameBar(as: request) }) ?? true {
            if request.title != nil || previous?.title != nil { item.title = request.title }
            if request.displayMode != nil || previous?.displayMode != nil {
                switch request.displayMode {
                case .inline: item.largeTitleDisplayMode = .never
                case .large: item.largeTitleDisplayMode = .always
                case .automatic, nil: item.largeTitleDisplayMode = .automatic
                }
            }
            if request.backButtonHidden != nil || previous?.backButtonHidden != nil {
                item.hidesBackButton = request.backButtonHidden ?? false
            }
            if request.look != previous?.look {
                let appearances = request.look?.appearances(in: root.environment)
                item.standardAppearance = appearances?.standard
                item.scrollEdgeAppearance = appearances?.scrollEdge
            }
            // The bar follows the screen on top: this one, if it is.
            if request.barHidden != previous?.barHidden, let navigation = controller.navigationController,
                navigation.topViewController === controller
            {
                let hidden = request.barHidden ?? false
                if navigation.isNavigationBarHidden != hidden {
                    navigation.setNavigationBarHidden(hidden, animated: false)
                }
            }
        }
        applySearchField(request.search, previous: previous?.search, to: item)
        if !request.toolbar.isEmpty || !(previous?.toolbar.isEmpty ?? true) {
            ToolbarBarItems.apply(request.toolbar, to: controller)
        }
    }

    /// Shows the search field a `searchable` asks for in `item` (or takes
    /// away the one a `searchable` no longer there had put).
    private func applySearchField(
        _ search: SearchFieldRequest?, previous: SearchFieldRequest?, to item: UINavigationItem
    ) {
        guard let search else {
            if let previous, item.searchController === previous.field.controller { item.searchController = nil }
            return
        }
        search.field.connect(search.connection)
        guard search != previous else { return }
        if item.searchController !== search.field.controller { item.searchController = search.field.controller }
        if item.hidesSearchBarWhenScrolling != search.placement.hidesWhenScrolling {
            item.hidesSearchBarWhenScrolling = search.placement.hidesWhenScrolling
        }
        search.field.apply(search)
    }
}
