//
//  ___VARIABLE_moduleName___Router.swift
//  ___PROJECTNAME___
//
//  Copy into a module folder and rename; kept here for `make module NAME=…`.
//

import UIKit

struct ___VARIABLE_moduleName___EntryEntity {}

struct ___VARIABLE_moduleName___RouterInput {

    private func view(entryEntity: ___VARIABLE_moduleName___EntryEntity) -> ___VARIABLE_moduleName___ViewController {
        let view = ___VARIABLE_moduleName___ViewController()
        let interactor = ___VARIABLE_moduleName___Interactor()
        let dependencies = ___VARIABLE_moduleName___PresenterDependencies(interactor: interactor, router: ___VARIABLE_moduleName___RouterOutput(view))
        let presenter = ___VARIABLE_moduleName___Presenter(entities: ___VARIABLE_moduleName___Entities(entryEntity: entryEntity), view: view, dependencies: dependencies)
        view.presenter = presenter
        interactor.presenter = presenter
        return view
    }

    func push(from: Viewable, entryEntity: ___VARIABLE_moduleName___EntryEntity) {
        from.push(view(entryEntity: entryEntity), animated: true)
    }
}

final class ___VARIABLE_moduleName___RouterOutput: Routerable {

    private(set) weak var view: Viewable!

    init(_ view: Viewable) {
        self.view = view
    }

    func transitionToOther() {
        <#Other#>RouterInput().push(from: view, entryEntity: <#Other#>EntryEntity())
    }
}
