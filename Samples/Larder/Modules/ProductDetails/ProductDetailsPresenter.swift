//
//  ProductDetailsPresenter.swift
//  Larder
//

import Foundation

final class ProductDetailsPresenter {

    private weak var view: ProductDetailsViewProtocol?
    private let interactor: ProductDetailsInteractorInput
    private let router: ProductDetailsRouterProtocol
    private let productID: String
    private var sections: [[ListItem]] = []

    init(view: ProductDetailsViewProtocol, interactor: ProductDetailsInteractorInput, router: ProductDetailsRouterProtocol, productID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.productID = productID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension ProductDetailsPresenter: ProductDetailsPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didSelectStoreDetails(at index: Int) {
        guard let item = item(in: 0, at: index) else { return }
        router.openStoreDetails(storeID: item.id)
    }

    func didTapPriceHistory() {
        router.openPriceHistory(productID: productID)
    }

    func didTapShareProduct() {
        let link = URL(string: "https://larder.example.com/product/\(productID)")!
        router.shareProduct(items: [link])
    }
}

extension ProductDetailsPresenter: ProductDetailsInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
