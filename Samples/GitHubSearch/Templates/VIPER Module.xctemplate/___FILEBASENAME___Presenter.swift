//
//  ___FILENAME___
//  ___PROJECTNAME___
//

import Foundation

typealias ___VARIABLE_moduleName___PresenterDependencies = (
    interactor: ___VARIABLE_moduleName___Interactor,
    router: ___VARIABLE_moduleName___RouterOutput
)

final class ___VARIABLE_moduleName___Presenter: Presenterable {

    internal var entities: ___VARIABLE_moduleName___Entities
    private weak var view: ___VARIABLE_moduleName___ViewInputs!
    let dependencies: ___VARIABLE_moduleName___PresenterDependencies

    init(entities: ___VARIABLE_moduleName___Entities, view: ___VARIABLE_moduleName___ViewInputs, dependencies: ___VARIABLE_moduleName___PresenterDependencies) {
        self.view = view
        self.entities = entities
        self.dependencies = dependencies
    }
}
