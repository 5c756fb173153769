import Foundation

/// Something that re-reads preferences after each update pass.
@MainActor
protocol PreferenceObserver: AnyObject {
    func preferencesMayHaveChanged()
}
