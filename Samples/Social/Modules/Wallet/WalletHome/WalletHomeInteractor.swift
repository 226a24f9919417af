//
//  WalletHomeInteractor.swift
//  Social
//

import Foundation

final class WalletHomeInteractor {

    private let wallet: WalletServiceProtocol

    init(wallet: WalletServiceProtocol) {
        self.wallet = wallet
    }

    func fetchBalances(_ completion: @escaping ([BalanceCurrency: Decimal]) -> Void) {
        wallet.balances { result in
            completion((try? result.get()) ?? [:])
        }
    }
}
