import Foundation

/// The update shared by the lazy stacks.
@MainActor
enum LazyStackUpdate {
    static func update<Content: View>(_ node: ViewNode, axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, content: Content) {
        let driver: LazyStackDriver
        if case .layout(let existing) = node.role, let lazy = existing as? LazyStackDriver {
            driver = lazy
            driver.alignment = alignment
            driver.spacing = spacing ?? ViewSpacing.system
        } else {
            driver = LazyStackDriver(node: node, axis: axis, alignment: alignment, spacing: spacing ?? ViewSpacing.system)
            node.role = .layout(driver)
        }
        driver.setRows(LazyRows.collect(content))
        node.invalidateLayout()
    }
}
