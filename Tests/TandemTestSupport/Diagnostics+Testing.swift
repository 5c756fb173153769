import Foundation
import TandemSupport

/// The diagnostics reported while `body` runs. Tests run in parallel, so
/// other tests may add lines too: match on content.
package func diagnostics(during body: () throws -> Void) rethrows -> [String] {
    let before = Diagnostics.messages.count
    try body()
    let all = Diagnostics.messages
    return before <= all.count ? Array(all[before...]) : all
}
