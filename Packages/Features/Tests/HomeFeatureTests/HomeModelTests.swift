import HomeFeature
import Testing

/// The keys move between however many panels home has, wrapping around at both ends.
struct HomeModelTests {
    @Test(arguments: 0...4)
    func tabGoesRoundEveryPanelAndBackToTheFirst(panelCount: Int) {
        var model = HomeModel(panelCount: panelCount)
        var visited: [Int] = []
        for _ in 0..<max(1, panelCount) {
            visited.append(model.focus)
            model = Self.model(model.movingFocus(by: 1))
        }
        #expect(visited == Array(0..<max(1, panelCount)))
        #expect(model.focus == 0, "wraps to the first")
    }

    @Test(arguments: 0...4)
    func backFromTheFirstPanelWrapsToTheLast(panelCount: Int) {
        let model = Self.model(HomeModel(panelCount: panelCount).movingFocus(by: -1))
        #expect(model.focus == max(0, panelCount - 1))
        #expect(model.panelCount == panelCount)
    }

    @Test(arguments: 0...4)
    func aJumpOfAnyLengthLandsOnAPanel(panelCount: Int) {
        for offset in -9...9 {
            let focus = Self.model(HomeModel(panelCount: panelCount).movingFocus(by: offset)).focus
            #expect(focus == (panelCount == 0 ? 0 : ((offset % panelCount) + panelCount) % panelCount))
        }
    }

    @Test func aFocusOutsideThePanelsIsClampedToThem() {
        #expect(HomeModel(panelCount: 3, focus: 7).focus == 2)
        #expect(HomeModel(panelCount: 3, focus: -1).focus == 0)
        #expect(HomeModel(panelCount: 0, focus: 2).focus == 0)
    }

    private static func model(_ state: HomeViewState) -> HomeModel {
        switch state {
        case .showing(let homeModel): homeModel
        }
    }
}
