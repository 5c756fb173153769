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
    let screens: [(String, UIViewController.Type)] = [
        ("grid", GridViewController.self),
        ("inset-items-grid", InsetItemsGridViewController.self),
        ("two-column-grid", TwoColumnViewController.self),
        ("distinct-sections", DistinctSectionsViewController.self),
        ("adaptive-sections", AdaptiveSectionsViewController.self),
        ("item-badges", ItemBadgeSupplementaryViewController.self),
        ("section-headers-footers", SectionHeadersFootersViewController.self),
        ("pinned-section-headers", PinnedSectionHeaderFooterViewController.self),
        ("section-background-decoration", SectionDecorationViewController.self),
        ("nested-groups", NestedGroupsViewController.self),
        ("orthogonal-sections", OrthogonalScrollingViewController.self),
        ("orthogonal-section-behaviors", OrthogonalScrollBehaviorViewController.self),
        ("orthogonal-sections-steps", OrthogonalScrollingStepsViewController.self),
        ("orthogonal-sections-one-two-one", OrthogonalScrollingOneTwoOneViewController.self),
        ("conference-videos", ConferenceVideoSessionsViewController.self),
        ("conference-news", ConferenceNewsFeedViewController.self),
        ("mountains-search", MountainsViewController.self),
        ("settings-wifi", WiFiSettingsViewController.self),
        ("insertion-sort", InsertionSortViewController.self),
        ("table-view-editing", TableViewEditingViewController.self),
        ("simple-list", SimpleListViewController.self),
        ("reorderable-list", ReorderableListViewController.self),
        ("list-appearances", ListAppearancesViewController.self),
        ("custom-cell-list", CustomCellListViewController.self),
        ("emoji-explorer", EmojiExplorerViewController.self),
        ("emoji-explorer-list", EmojiExplorerListViewController.self),
        ("custom-configurations", CustomConfigurationViewController.self),
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
    for (name, type) in screens {
        navigation.pushViewController(type.init(), animated: false)
        write(name)
        navigation.popToRootViewController(animated: false)
    }
}

MainActor.assumeIsolated { run() }
