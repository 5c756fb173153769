// The driver of scripts/check-modern-collection-views.sh: shows the sample's
// outline in a navigation controller (as its storyboard does), then opens
// each screen the outline lists and writes a PNG of it after it settles.
// Usage: mcv-screens <out-dir>
import Foundation
import UIKit
@testable import Modern_Collection_Views

@MainActor
func run() {
    let out = CommandLine.arguments.dropFirst().first ?? "."
    let screens: [(String, () -> UIViewController)] = [
        ("grid", { GridViewController() }),
        ("inset-items-grid", { InsetItemsGridViewController() }),
        ("two-column-grid", { TwoColumnViewController() }),
        ("distinct-sections", { DistinctSectionsViewController() }),
        ("adaptive-sections", { AdaptiveSectionsViewController() }),
        ("item-badges", { ItemBadgeSupplementaryViewController() }),
        ("section-headers-footers", { SectionHeadersFootersViewController() }),
        ("pinned-section-headers", { PinnedSectionHeaderFooterViewController() }),
        ("section-background-decoration", { SectionDecorationViewController() }),
        ("nested-groups", { NestedGroupsViewController() }),
        ("orthogonal-sections", { OrthogonalScrollingViewController() }),
        ("orthogonal-section-behaviors", { OrthogonalScrollBehaviorViewController() }),
        ("orthogonal-sections-steps", { OrthogonalScrollingStepsViewController() }),
        ("orthogonal-sections-one-two-one", { OrthogonalScrollingOneTwoOneViewController() }),
        ("conference-videos", { ConferenceVideoSessionsViewController() }),
        ("conference-news", { ConferenceNewsFeedViewController() }),
        ("mountains-search", { MountainsViewController() }),
        ("settings-wifi", { WiFiSettingsViewController() }),
        ("insertion-sort", { InsertionSortViewController() }),
        ("table-view-editing", { TableViewEditingViewController() }),
        ("simple-list", { SimpleListViewController() }),
        ("reorderable-list", { ReorderableListViewController() }),
        ("list-appearances", { ListAppearancesViewController() }),
        ("custom-cell-list", { CustomCellListViewController() }),
        ("emoji-explorer", { EmojiExplorerViewController() }),
        ("emoji-explorer-list", { EmojiExplorerListViewController() }),
        ("custom-configurations", { CustomConfigurationViewController() }),
    ]
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let navigation = UINavigationController(rootViewController: OutlineViewController())
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    func settle() {
        // Let animations (pushes, diffable updates) finish.
        let end = Date().addingTimeInterval(0.8)
        while Date() < end {
            RunLoop.main.run(until: Date().addingTimeInterval(0.02))
            window.layoutIfNeeded()
        }
    }
    func write(_ name: String) {
        settle()
        let url = URL(fileURLWithPath: out).appendingPathComponent("\(name).png")
        try? window.tandemSnapshot().pngData()?.write(to: url)
        print("wrote \(url.path)")
    }
    write("00-outline")
    for (name, make) in screens {
        navigation.pushViewController(make(), animated: false)
        write(name)
        navigation.popToRootViewController(animated: false)
    }
}

MainActor.assumeIsolated { run() }
