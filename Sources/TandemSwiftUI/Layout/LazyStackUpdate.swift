import Foundation

/// The update shared by the lazy stacks.
@MainActor
enum LazyStackUpdate {
    static func update<Content: View>(
        _ updater: NodeUpdater, axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, content: Content
    ) {
        let driver = self.driver(of: updater, axis: axis, alignment: alignment, spacing: spacing)
        driver.setRows(LazyRows.collect(content))
        updater.invalidateLayout()
    }

    /// The node's lazy stack driver (made the first time), with `alignment` and `spacing`.
    static func driver(of updater: NodeUpdater, axis: Axis, alignment: AlignmentKey, spacing: CGFloat?)
        -> LazyStackDriver
    {
        // The driver builds the rows it shows while it lays them out.
        updater.keepChildren()
        let (driver, isNew) = updater.layoutDriver(LazyStackDriver.self) {
            LazyStackDriver(updater, axis: axis, alignment: alignment, spacing: spacing ?? ViewSpacing.system)
        }
        if !isNew {
            driver.alignment = alignment
            driver.spacing = spacing ?? ViewSpacing.system
        }
        return driver
    }
}
