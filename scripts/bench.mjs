// npm run bench — placeholder replaced below
