import Foundation
import SwiftUI
import Testing

@testable import TandemSwiftUI

/// The scheduler holds the graphs it is to update without keeping them
/// alive (and without a weak reference to them, see GraphSchedulerToken).
@MainActor
@Suite struct GraphSchedulerTests {
    @Test func aGraphLetGoWhileScheduledGoesAndIsNotUpdated() {
        weak var released: ViewGraph?
        let token: GraphSchedulerToken
        do {
            let graph = ViewGraph(environment: EnvironmentValues())
            graph.setPendingRoot(Text("pending"))
            #expect(graph.hasPendingUpdates)
            token = graph.schedulerToken
            #expect(token.graph === graph)
            released = graph
        }
        #expect(released == nil)
        #expect(token.graph == nil)
        // The commit's update phase drops the graph that went (no access to it).
        GraphScheduler.shared.performUpdates()
        #expect(token.graph == nil)
    }

    @Test func aScheduledGraphIsUpdatedByTheCommitOnce() {
        let graph = ViewGraph(environment: EnvironmentValues())
        let token = graph.schedulerToken
        #expect(graph.schedulerToken === token)
        graph.setPendingRoot(Text("root"))
        graph.setPendingRoot(Text("root, again"))
        GraphScheduler.shared.performUpdates()
        #expect(!graph.hasPendingUpdates)
        #expect(graph.root != nil)
    }
}
