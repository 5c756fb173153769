import Foundation

/// The update shared by the lazy stacks.
@MainActor
enum LazyStackUpdate {
    static func update<Content: View>(
        _ node: ViewNode, axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, content: Content
    ) {
        let driver = self.driver(of: node, axis: axis, alignment: alignment, spacing: spacing)
        driver.setRows(LazyRows.collect(content))
        node.invalidateLayout()
    }

    /// The node's lazy stack driver (made the first time), with `alignment` and `spacing`.
    static func driver(of node: ViewNode, axis: Axis, alignment: AlignmentKey, spacing: CGFloat?) -> LazyStackDriver {
        if case .layout(let existing) = node.role, let lazy = existing as? LazyStackDriver {
            lazy.alignment = alignment
            lazy.spacing = spacing ?? ViewSpacing.system
            return lazy
        }
        let driver = LazyStackDriver(
            node: node, axis: axis, alignment: alignment, spacing: spacing ?? ViewSpacing.system)
        node.role = .layout(driver)
        return driver
    }
}
