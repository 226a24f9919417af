import Foundation
import Testing
import VipermapAnalysis
import VipermapIndexer
import VipermapModel

/// The NoLaunch sample: RecipeKit, a feature package of four VIPER modules whose host app lives elsewhere. There is
/// no AppDelegate, SceneDelegate, storyboard or project, so nothing says which screen comes first: the map has
/// modules and routes and no entry point (issue 21: "no launch path found" is said once, not per module).
/// Expectations are read off the sample's code by docs/indexing.md, not recorded from the indexer.
@Suite struct SampleNoLaunchTests: SampleSuite {
    static let sampleName = "NoLaunch"

    @Test func modulesAndRoutesButNoEntryPoint() throws {
        let map = try Self.map()
        #expect(Set(map.modules.map { "\($0.id) \($0.domain ?? "-")" }) == [
            "RecipeList Recipes", "RecipeDetail Recipes", "CookingTimer Recipes", "ShoppingList Recipes",
        ])
        #expect(Set(map.routes.map(Self.describe)) == [
            "RecipeList -[push: openRecipe]-> RecipeDetail",
            "RecipeList -[present: openShoppingList]-> ShoppingList",
            "RecipeDetail -[present: openCookingTimer]-> CookingTimer",
            "CookingTimer -[dismiss: close]-> ∅",
            "ShoppingList -[dismiss: close]-> ∅",
        ])
        #expect(map.entryPoints.isEmpty)
        #expect(!map.routes.contains { $0.from == nil })
    }
}
