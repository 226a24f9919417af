//
//  SearchRouter.swift
//  GitHubSearch
//

import UIKit

struct SearchRouterInput {

    private func view(entryEntity: SearchEntryEntity) -> SearchViewController {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let view = storyboard.instantiateViewController(withIdentifier: "SearchViewController") as! SearchViewController
        configure(view, entryEntity: entryEntity)
        return view
    }

    /// Wires a view the storyboard already created (the initial scene).
    func configure(_ view: SearchViewController, entryEntity: SearchEntryEntity) {
        let interactor = SearchInteractor()
        let dependencies = SearchPresenterDependencies(interactor: interactor, router: SearchRouterOutput(view))
        let presenter = SearchPresenter(entities: SearchEntities(entryEntity: entryEntity), view: view, dependencies: dependencies)
        view.presenter = presenter
        interactor.presenter = presenter
    }

    func push(from: Viewable, entryEntity: SearchEntryEntity) {
        let view = self.view(entryEntity: entryEntity)
        from.push(view, animated: true)
    }

    func present(from: Viewable, entryEntity: SearchEntryEntity) {
        let nav = UINavigationController(rootViewController: view(entryEntity: entryEntity))
        from.present(nav, animated: true)
    }
}

final class SearchRouterOutput: Routerable {

    private(set) weak var view: Viewable!

    init(_ view: Viewable) {
        self.view = view
    }

    func transitionToRepositoryDetail(_ repository: Repository) {
        RepositoryDetailRouterInput().push(from: view, entryEntity: RepositoryDetailEntryEntity(repository: repository))
    }

    func transitionToUserDetail(_ user: User) {
        UserDetailRouterInput().present(from: view, entryEntity: UserDetailEntryEntity(login: user.login))
    }
}
