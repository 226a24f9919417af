//
//  ChefProfilePresenter.swift
//  Larder
//

import Foundation

final class ChefProfilePresenter {

    private weak var view: ChefProfileViewProtocol?
    private let interactor: ChefProfileInteractorInput
    private let router: ChefProfileRouterProtocol
    private let chefID: String
    private var sections: [[ListItem]] = []

    init(view: ChefProfileViewProtocol, interactor: ChefProfileInteractorInput, router: ChefProfileRouterProtocol, chefID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.chefID = chefID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension ChefProfilePresenter: ChefProfilePresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectRecipeDetails(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openRecipeDetails(recipeID: item.id)
    }

    func didTapShareChef() {
        let link = URL(string: "https://larder.example.com/chef/\(chefID)")!
        router.shareChef(items: [link])
    }
}

extension ChefProfilePresenter: ChefProfileInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
